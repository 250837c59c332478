/** Every contract case; a new route table adds its `<table>.cases.ts` here in one line. */
import { authCases } from './auth.cases';
import { blacklistCases } from './blacklist.cases';
import { collectionCases } from './collection.cases';
import { customerCases } from './customer.cases';
import type { ContractCase } from './contractCase';
import { feedCases } from './feed.cases';
import { fulfillmentCases } from './fulfillment.cases';
import { jobCases } from './job.cases';
import { mailCases } from './mail.cases';
import { orderCases } from './order.cases';
import { productCases } from './product.cases';
import { reviewCases } from './review.cases';
import { shopCases } from './shop.cases';
import { storageCases } from './storage.cases';

export const contractCases: ContractCase[] = [
  ...authCases,
  ...shopCases,
  ...jobCases,
  ...productCases,
  ...collectionCases,
  ...blacklistCases,
  ...feedCases,
  ...orderCases,
  ...fulfillmentCases,
  ...customerCases,
  ...mailCases,
  ...storageCases,
  ...reviewCases,
];
