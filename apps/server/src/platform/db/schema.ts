/**
 * Every table, gathered from the modules that own them, for the typed `Db` every repository queries
 * through. (drizzle-kit reads the modules' schema files itself, see drizzle.config.ts; the one migration
 * set it writes is what both PGlite and PostgreSQL run.)
 */
import * as site from '../../modules/site/schema.ts';
import * as identity from '../../modules/identity/schema.ts';
import * as operator from '../../modules/operator/schema.ts';
import * as notify from '../../modules/notify/schema.ts';
import * as ledger from '../../modules/ledger/schema.ts';
import * as withdrawals from '../../modules/withdrawals/schema.ts';
import * as venues from '../../modules/venues/schema.ts';
import * as demoProvider from '../../modules/demo-provider/schema.ts';
import * as payments from '../../modules/payments/schema.ts';
import * as sportsFeed from '../../modules/sports-feed/schema.ts';
import * as sportsbook from '../../modules/sportsbook/schema.ts';
import * as messages from '../../modules/messages/schema.ts';
import * as feedback from '../../modules/feedback/schema.ts';
import * as chat from '../../modules/chat/schema.ts';
import * as help from '../../modules/help/schema.ts';

export const schema = {
  ...site,
  ...identity,
  ...operator,
  ...notify,
  ...ledger,
  ...withdrawals,
  ...venues,
  ...demoProvider,
  ...payments,
  ...sportsFeed,
  ...sportsbook,
  ...messages,
  ...feedback,
  ...chat,
  ...help,
};
