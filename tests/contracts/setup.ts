// Contract tests send many transactions (and the dev-stack test boots a node), so 5 s is too short.
jest.setTimeout(60_000);
