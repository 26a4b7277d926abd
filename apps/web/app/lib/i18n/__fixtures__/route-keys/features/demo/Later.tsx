// Fixture: reached through import() only.
export default function Later({ t }: { t: (key: string) => string }) {
  return t("demo.lazy");
}
