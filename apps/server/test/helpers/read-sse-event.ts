/** The first event of a Server-Sent Events response: its name and its data parsed as JSON. */
export async function readFirstSseEvent(
  response: Response,
): Promise<{ event: string | undefined; data: unknown }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (!buffer.includes('\n\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
  }
  await reader.cancel();
  const block = buffer.slice(0, buffer.indexOf('\n\n'));
  return { event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) };
}
