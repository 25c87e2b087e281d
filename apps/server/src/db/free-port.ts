import net from 'node:net';

/**
 * A TCP port no socket holds now, chosen by the operating system (bind to port 0, read it, let
 * go): for a child server or database given its port before it starts. A number picked at random
 * can be one another process is listening on.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
