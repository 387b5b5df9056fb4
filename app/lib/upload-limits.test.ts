import { describe, expect, it } from 'vitest';
import { refuseRequest } from './request-limits';
import { OPML_MAX_BYTES, uploadLimitFor } from './upload-limits';

const upload = (url: string, bytes: number) =>
  refuseRequest(
    {
      method: 'POST',
      url,
      contentType: 'multipart/form-data; boundary=x',
      contentLength: String(bytes),
    },
    { maxBodyBytes: 65_536 },
  )?.status;

describe('uploads', () => {
  it('are taken only where a route reads one, with or without the data suffix', () => {
    expect(uploadLimitFor('/admin/sources/import')).toBeGreaterThan(OPML_MAX_BYTES);
    expect(uploadLimitFor('/admin/sources/import.data?_routes=x')).toBe(
      uploadLimitFor('/admin/sources/import'),
    );
    // Any spelling the router matches as the import page is that page (issue 37).
    expect(uploadLimitFor('/Admin/Sources/%69mport')).toBe(uploadLimitFor('/admin/sources/import'));
    expect(uploadLimitFor('/admin/sources')).toBeUndefined();
    expect(uploadLimitFor('/admin/sources/import/x')).toBeUndefined();
    expect(upload('/contact', 100)).toBe(415);
    expect(upload('/admin/sources', 100)).toBe(415);
  });

  it('may exceed the form limit up to their own, and no further', () => {
    expect(upload('/admin/sources/import', 500_000)).toBeUndefined();
    expect(upload('/admin/sources/import', uploadLimitFor('/admin/sources/import')! + 1)).toBe(413);
  });

  it('still need a declared length', () => {
    expect(
      refuseRequest(
        {
          method: 'POST',
          url: '/admin/sources/import',
          contentType: 'multipart/form-data; boundary=x',
          transferEncoding: 'chunked',
        },
        { maxBodyBytes: 65_536 },
      )?.status,
    ).toBe(411);
  });
});
