/**
 * The form of an upload, read with a cap: the server's edge refuses a larger declared length before any
 * byte is read (`~/lib/upload-limits`), and this stops reading past the cap whatever the headers said.
 */
export async function readUploadForm(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; form: FormData } | { ok: false; reason: string; status: 400 | 413 | 415 }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type))
    return { ok: false, reason: 'Send the file with the form (multipart/form-data)', status: 415 };
  const tooLarge = { ok: false, reason: `The upload is larger than ${maxBytes} bytes`, status: 413 } as const;
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: 'The upload could not be read as a form', status: 400 };
  }
}
