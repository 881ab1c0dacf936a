import {
  formatFeeBnb,
  formatMarketAmount,
  formatPoolAmount,
  formatRewardAmount,
} from "./poolAmounts";

const E18 = 10n ** 18n;

describe("pool amounts", () => {
  it("writes principal with separators and at most 4 decimals, no padding zeros", () => {
    expect(formatPoolAmount(1_000_000n * E18, 18)).toBe("1,000,000");
    expect(formatPoolAmount(22_608_637n * 10n ** 12n, 18)).toBe("22.6086");
    expect(formatPoolAmount(0n, 18)).toBe("0");
    expect(formatPoolAmount("1500000000000000000", 18)).toBe("1.5");
  });

  it("rounds principal down and never shows a positive amount as 0", () => {
    expect(formatPoolAmount(99_999n * 10n ** 13n, 18)).toBe("0.9999");
    expect(formatPoolAmount(1n, 18)).toBe("<0.0001");
  });

  it("writes a pool's market figures with at most 2 decimals, rounded down", () => {
    expect(formatMarketAmount(22_608_637n * 10n ** 12n, 18)).toBe("22.6");
    expect(formatMarketAmount(1_000_000n * E18, 18)).toBe("1,000,000");
    expect(formatMarketAmount(1_239n * 10n ** 15n, 18)).toBe("1.23");
    expect(formatMarketAmount(1n, 18)).toBe("<0.01");
    expect(formatMarketAmount(0n, 18)).toBe("0");
  });

  it("writes rewards with at most 6 decimals: 0 as 0, never 0.000000", () => {
    expect(formatRewardAmount(0n, 18)).toBe("0");
    expect(formatRewardAmount(584_510n * 10n ** 12n, 18)).toBe("0.58451");
    expect(formatRewardAmount(1234n * E18 + 1n, 18)).toBe("1,234");
    expect(formatRewardAmount(1n, 18)).toBe("<0.000001");
  });

  it("rounds a fee up", () => {
    expect(formatFeeBnb(10n ** 16n)).toBe("0.01 BNB");
    expect(formatFeeBnb(10n ** 16n + 1n)).toBe("0.010001 BNB");
  });
});
