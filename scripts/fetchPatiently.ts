/**
 * A GET asked again while the server answers 503, as the app does. A benchmark's first request of
 * a route, or a measurement on a busy machine, may reach the node when it answers after the
 * server's 3 s per read (the first sight of the pools reads their tick words in a second batch):
 * the server then answers 503 (try again shortly), which says nothing of the route itself.
 */
export async function fetchPatiently(url: string, attempts = 3, waitMs = 1000): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url);
    if (response.status !== 503 || attempt === attempts) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
