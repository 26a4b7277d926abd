// Fixture: a literal key and a template over keys.
export function Status({ open, t }: { open: boolean; t: (key: string) => string }) {
  return `${t("demo.title")}: ${t(`demo.status.${open ? "open" : "closed"}`)}`;
}
