/** @jest-environment node */
import { ApiError } from './errors';
import {
  MAX_UINT256,
  decodeBase64Strict,
  isHttpsUrl,
  minimumOutput,
  parseAddress,
  parseAmount,
  parseSlippagePpm,
} from './validation';

function statusOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiError ? error.statusCode : -1;
  }
  return undefined;
}

describe('parseAddress', () => {
  const checksummed = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

  it('accepts lowercase, uppercase and correctly checksummed addresses and answers lowercase', () => {
    expect(parseAddress(checksummed.toLowerCase(), 'a')).toBe(checksummed.toLowerCase());
    expect(parseAddress(checksummed, 'a')).toBe(checksummed.toLowerCase());
    expect(parseAddress(`0x${checksummed.slice(2).toUpperCase()}`, 'a')).toBe(checksummed.toLowerCase());
  });

  it('refuses a mixed-case address with a wrong checksum', () => {
    const wrong = checksummed.replace('dC7', 'Dc7');
    expect(() => parseAddress(wrong, 'from')).toThrow('from has an invalid checksum');
    expect(statusOf(() => parseAddress(wrong, 'from'))).toBe(400);
  });

  it.each(['0x123', '14dc79964da2c08b23698b3d3cc7ca32193d9955', '0x14dc79964da2c08b23698b3d3cc7ca32193d995g', ''])(
    'refuses the malformed address %p',
    (value) => expect(statusOf(() => parseAddress(value, 'a'))).toBe(400),
  );
});

describe('parseAmount', () => {
  it('accepts positive integers up to 2^256-1', () => {
    expect(parseAmount('1', 'amount')).toBe(1n);
    expect(parseAmount(MAX_UINT256.toString(), 'amount')).toBe(MAX_UINT256);
  });

  it.each(['0', '000', '-1', '1.5', '1e18', '0x10', ' 1', '9'.repeat(79), '1'.repeat(80), (MAX_UINT256 + 1n).toString()])(
    'refuses %p with a 400',
    (value) => expect(statusOf(() => parseAmount(value, 'amount'))).toBe(400),
  );
});

describe('slippage', () => {
  it('converts percent strings to parts per million', () => {
    expect(parseSlippagePpm('0.5')).toBe(5_000n);
    expect(parseSlippagePpm('1')).toBe(10_000n);
    expect(parseSlippagePpm('0.0001')).toBe(1n);
    expect(parseSlippagePpm('50')).toBe(500_000n);
    expect(parseSlippagePpm('0.30000000000000004')).toBe(3_000n);
    expect(parseSlippagePpm('0.00001')).toBe(0n);
  });

  it.each(['50.0001', '50.00001', '51', '-1', 'abc', '1e-3', '.5', '100', '0.123456789012345678901'])('refuses %p', (value) =>
    expect(statusOf(() => parseSlippagePpm(value))).toBe(400),
  );

  it('rounds the minimum output down', () => {
    expect(minimumOutput(1000n, 5_000n)).toBe(995n);
    expect(minimumOutput(999n, 5_000n)).toBe(994n); // 994.005 → 994
    expect(minimumOutput(1000n, 0n)).toBe(1000n);
  });
});

describe('isHttpsUrl', () => {
  it.each(['https://example.com', 'https://t.me/sally', 'https://x.com/sally?x=1#y'])('accepts %p', (url) =>
    expect(isHttpsUrl(url)).toBe(true),
  );
  it.each([
    'http://example.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
    '//example.com',
    'example.com',
    'https://user:pw@example.com',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %p', (url) => expect(isHttpsUrl(url)).toBe(false));
});

describe('decodeBase64Strict', () => {
  it('decodes padded base64', () => {
    expect(decodeBase64Strict(Buffer.from('hello').toString('base64'))?.toString()).toBe('hello');
    expect(decodeBase64Strict('')?.length).toBe(0);
  });
  it('handles multi-megabyte input', () => {
    expect(decodeBase64Strict(Buffer.alloc(7 * 1024 * 1024, 1).toString('base64'))?.length).toBe(7 * 1024 * 1024);
  });
  it.each(['aGVsbG9=', 'aGVsbG8', 'aGVsbG8=x', '=aGVsbG8', 'aG=sbG8=', 'data:image/png;base64,aGVsbG8=', 'aGV sbG8=', '***='])('refuses %p', (value) =>
    expect(decodeBase64Strict(value)).toBeNull(),
  );
});
