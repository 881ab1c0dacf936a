/**
 * The Hardhat node's HTTP server closes an idle keep-alive socket after 5 s; on a loaded machine fetch can
 * pick that socket just as it closes and fail with 'other side closed' before the node read the
 * request. Such a failure is retried on a new socket, twice at most; any answer, error or not, is
 * returned as it is.
 */
export async function postWithReconnect(url: string, body: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      if (attempt >= 3 || cause?.code !== 'UND_ERR_SOCKET') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
