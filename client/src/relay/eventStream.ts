/** One Server-Sent Event: its `event:` type (default `message`) and its `data:` lines joined. */
export interface ServerSentEvent {
  type: string;
  data: string;
}

function parseEvent(block: string): ServerSentEvent | undefined {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const separator = line.indexOf(':');
    const field = separator < 0 ? line : line.slice(0, separator);
    const value = separator < 0 ? '' : line.slice(separator + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 && type === 'message' ? undefined : { type, data: data.join('\n') };
}

/** The events of a `text/event-stream` body, as they arrive (the EventSource format, without retry). */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const event = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event !== undefined) yield event;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
