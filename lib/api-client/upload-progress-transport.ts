/**
 * `fetch` cannot report how much of a request body has been sent; XMLHttpRequest can. Same contract as fetch for
 * what platformRequest uses (a Response, a TypeError on a network failure, an AbortError on abort), plus
 * `onProgress(sentFraction)` while the body goes out.
 */
export function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
  onProgress: (sentFraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      const hasNoBody = [204, 205, 304].includes(request.status);
      resolve(
        new Response(hasNoBody ? null : request.responseText, {
          status: request.status,
          statusText: request.statusText,
        }),
      );
    };
    request.onerror = () => reject(new TypeError("Network request failed"));
    request.onabort = () => reject(new DOMException("The request was aborted.", "AbortError"));
    init.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(init.body ?? null);
  });
}
