import { runBenchCli } from './bench-cli';
import { runCouponCheckoutBench } from './coupon-checkout-workload';

// Only the coupon-and-tax checkout part of the bench: `npx tsx tests/bench/coupon-checkout.ts`.
runBenchCli(runCouponCheckoutBench);
