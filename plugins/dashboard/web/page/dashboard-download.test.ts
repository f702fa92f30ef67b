import { describe, expect, it, vi } from 'vitest';
import { downloadDashboard, downloadFileName } from './dashboard-download.ts';

describe('downloadFileName', () => {
  it('takes the name the server gives', () => {
    expect(downloadFileName('attachment; filename="births.pdf"', 'x', 'pdf')).toBe('births.pdf');
    expect(downloadFileName("attachment; filename*=UTF-8''na%C3%AFve.png", 'x', 'png')).toBe('naïve.png');
  });
  it('falls back on the title, made safe for a file name', () => {
    expect(downloadFileName(null, 'Births / overview', 'png')).toBe('Births_overview.png');
    expect(downloadFileName(null, '', 'pdf')).toBe('dashboard.pdf');
  });
});

describe('downloadDashboard', () => {
  it('asks for the format and saves the body under the server name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="b.pdf"' },
        }),
    );
    const save = vi.fn();
    await expect(downloadDashboard(7, 'pdf', 'B', { fetch, save })).resolves.toBe('b.pdf');
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/v1/dashboard/7/download/?q=(format%3Apdf)');
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('b.pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
  });
  it("rejects with the server's message and saves nothing", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const save = vi.fn();
    await expect(downloadDashboard(7, 'png', 'B', { fetch, save })).rejects.toThrow('Not found');
    expect(save).not.toHaveBeenCalled();
  });
});
