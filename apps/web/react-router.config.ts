import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Only the routes a page links to are sent to the browser (the route table is per locale).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
