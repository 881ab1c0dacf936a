import { useUsdPrice } from '../../../shared/prices/useUsdPrice';
import { usdApprox } from '../../../shared/prices/usdValue';
import { UsdText } from '../../../shared/prices/UsdText';
import { currencySymbol, formatPayment, paymentTokenAddress } from '../lib/currency';
import { paymentUsdPrice } from '../lib/saleUsd';

/** A sale's price per token in its payment currency, with its USD value when the payment has a price. */
export function SalePriceText({ pricePerToken, currency }: { pricePerToken: string; currency: number }) {
  const payPrice = paymentUsdPrice(currency, useUsdPrice(paymentTokenAddress(currency)));
  return (
    <>
      <span>{`${formatPayment(pricePerToken, currency)} ${currencySymbol(currency)}`}</span>
      {/* the price is in the payment token's base units: 18 decimals for BNB, USDT and USD1 on BSC */}
      <UsdText text={usdApprox(pricePerToken, 18, payPrice)} testId="sale-price-usd" />
    </>
  );
}
