// Fixture (route-keys.test.ts): the root names no key.
export default function Root() {
  return null;
}
