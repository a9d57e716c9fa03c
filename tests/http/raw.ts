import net from 'node:net';

export type RawResponse = {status: number; statusLine: string; headers: Record<string, string>; body: Buffer};

/** Joins a chunked body's chunks (what a server sends without a Content-Length). */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses one HTTP/1.x response (the whole of what a server sent before closing), or undefined if it is not one. */
export function parseResponse(data: Buffer): RawResponse | undefined {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return {status: Number(match[1]), statusLine, headers, body};
}

/**
 * Sends bytes as they are on a new connection (so that malformed request lines reach the server),
 * and resolves with everything the server sent until it closed the connection or `timeout` passed.
 */
export function sendRaw(port: number, request: string | Buffer, timeout = 5000): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({port, host: '127.0.0.1'});
    const done = () => {
      socket.destroy();
      resolve(Buffer.concat(chunks));
    };
    socket.setTimeout(timeout, done);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', done);
    socket.write(request);
  });
}

/** One request with `Connection: close`, parsed. */
export async function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const head = Object.entries({Host: `localhost:${port}`, ...headers, Connection: 'close'})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const data = await sendRaw(port, `${requestLine}\r\n${head}\r\n`);
  const response = parseResponse(data);
  if (!response)
    throw new Error(
      `No HTTP response to ${JSON.stringify(requestLine)}: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`,
    );
  return response;
}

/** The port of a base URL such as http://localhost:3210. */
export const portOf = (baseURL: string | undefined) => Number(new URL(baseURL ?? 'http://localhost:3210').port);
