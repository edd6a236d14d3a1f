import * as init from './001_init';
import * as orderIndexes from './002_order_indexes';
import * as addresses from './003_addresses';
import * as orderActions from './004_order_actions';
import * as checkoutPayments from './005_checkout_payments';
import * as rateLimits from './006_rate_limits';
import * as insurance from './007_insurance';
import * as mediaStore from './008_media_store';
import * as pointsOutbox from './009_points_outbox';
import * as uploadedImages from './009_uploaded_images';
import * as aftersalesFlow from './010_aftersales_flow';
import * as reviews from './011_reviews';
import * as account from './012_account';
import * as productMarketing from './013_product_marketing';
import * as productMore from './015_product_more';
import * as moneyInvariants from './016_money_invariants';
import * as fulfilment from './018_fulfilment';
import * as catalogueSearch from './019_catalogue_search';
import * as discountCodes from './020_discount_codes';
import * as contentLanguages from './021_content_languages';
import * as productPictures from './022_product_pictures';

/** Applied in this order, each once; add new ones at the end, never edit an applied one. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '001_init', sql: init.sql },
  { id: '002_order_indexes', sql: orderIndexes.sql },
  { id: '003_addresses', sql: addresses.sql },
  { id: '004_order_actions', sql: orderActions.sql },
  { id: '005_checkout_payments', sql: checkoutPayments.sql },
  { id: '006_rate_limits', sql: rateLimits.sql },
  { id: '007_insurance', sql: insurance.sql },
  { id: '008_media_store', sql: mediaStore.sql },
  { id: '009_points_outbox', sql: pointsOutbox.sql },
  { id: '009_uploaded_images', sql: uploadedImages.sql },
  { id: '010_aftersales_flow', sql: aftersalesFlow.sql },
  { id: '011_reviews', sql: reviews.sql },
  { id: '012_account', sql: account.sql },
  { id: '013_product_marketing', sql: productMarketing.sql },
  { id: '015_product_more', sql: productMore.sql },
  { id: '016_money_invariants', sql: moneyInvariants.sql },
  { id: '018_fulfilment', sql: fulfilment.sql },
  { id: '019_catalogue_search', sql: catalogueSearch.sql },
  { id: '020_discount_codes', sql: discountCodes.sql },
  { id: '021_content_languages', sql: contentLanguages.sql },
  { id: '022_product_pictures', sql: productPictures.sql },
];
