import { useUsdPrice } from '../../../shared/prices/useUsdPrice';
import { usdApprox } from '../../../shared/prices/usdValue';
import { UsdText } from '../../../shared/prices/UsdText';
import { expandSubscript, formatPrice } from '../../../shared/format/price';
import { currencySymbol, paymentTokenAddress } from '../lib/currency';
import { paymentUsdPrice } from '../lib/saleUsd';

/**
 * A sale's price per token in its payment currency (at most 6 significant digits, 0.0₅1234 for a
 * tiny one: the price's own 18 decimals wrapped a card onto three lines), with its USD value when
 * the payment has a price. The price is in the payment token's base units: 18 decimals for BNB,
 * USDT and USD1 on BSC.
 */
export function SalePriceText({ pricePerToken, currency }: { pricePerToken: string; currency: number }) {
  const payPrice = paymentUsdPrice(currency, useUsdPrice(paymentTokenAddress(currency)));
  const price = `${formatPrice(pricePerToken, 18)} ${currencySymbol(currency)}`;
  return (
    <>
      <span data-testid="sale-price" aria-label={expandSubscript(price)}>
        {price}
      </span>
      <UsdText text={usdApprox(pricePerToken, 18, payPrice)} testId="sale-price-usd" />
    </>
  );
}
