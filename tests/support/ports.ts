import net from 'node:net';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A TCP port free on 127.0.0.1 right now: one the OS picks, or one within `range`
 * ("24900-24999") when given, so that several people on one machine keep to their own ports.
 */
export async function freePort(range?: string): Promise<number> {
  if (range) {
    const [low, high] = range.split('-').map(Number);
    if (!Number.isInteger(low) || !Number.isInteger(high) || low > high) throw new Error(`port range ${range} is not like 24900-24999`);
    // Start at a random place so parallel test files rarely try the same port first.
    const span = high - low + 1;
    const offset = Math.floor(Math.random() * span);
    for (let i = 0; i < span; i++) {
      const port = low + ((offset + i) % span);
      if (await portIsFree(port)) return port;
    }
    throw new Error(`no free port in ${range}`);
  }
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
