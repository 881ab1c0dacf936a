// Placeholder until the dev-stack harness lands (tests/stack is owned by the harness work).
export default async function globalSetup(): Promise<void> {}
