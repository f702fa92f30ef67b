import { describe, expect, it } from 'vitest';
import { boundaryOf, multipartFields } from './multipart-fields.ts';

const body = (parts: string[], boundary = 'XyZ') =>
  Buffer.from(parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`);

describe('multipartFields', () => {
  it('reads the text fields a FormData sends, skipping files', () => {
    const b = body([
      'Content-Disposition: form-data; name="events"\r\n\r\n[{"a":"x\r\ny"}]',
      'Content-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nfile',
      'Content-Disposition: form-data; name="guest_token"\r\n\r\n',
    ]);
    expect(multipartFields(b, 'XyZ')).toEqual({ events: '[{"a":"x\r\ny"}]', guest_token: '' });
  });

  it('answers null for bodies that are not multipart under the boundary', () => {
    expect(multipartFields(Buffer.from('events=[]'), 'XyZ')).toBeNull();
    expect(multipartFields(Buffer.from('--XyZ\r\nno end'), 'XyZ')).toBeNull();
    expect(multipartFields(body(['Content-Disposition: form-data\r\n\r\nx']), 'XyZ')).toBeNull();
    expect(multipartFields(Buffer.from('--XyZgarbage'), 'XyZ')).toBeNull();
  });

  it('finds the boundary in the content type, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeNull();
  });
});
