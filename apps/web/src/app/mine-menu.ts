import { registerMineMenu } from '../shared/routing/mine-menu.ts';
import { mineMenu } from '../features/mine/menu.tsx';
import { walletMenu } from '../features/wallet/routes.tsx';
import { recordsMenu } from '../features/records/routes.tsx';
import { depositMenu } from '../features/deposit/routes.tsx';
import { withdrawMenu } from '../features/withdraw/routes.tsx';
import { betRecordsMenu } from '../features/bet-records/routes.tsx';
import { feedbackMenu } from '../features/feedback/routes.tsx';
import { messagesMenu } from '../features/messages/routes.tsx';
import { infoMenu } from '../features/info/routes.tsx';

/** Every feature's user-centre menu entries, registered once when the route table loads. */
registerMineMenu([
  ...mineMenu,
  ...walletMenu,
  ...depositMenu,
  ...withdrawMenu,
  ...recordsMenu,
  ...betRecordsMenu,
  ...feedbackMenu,
  ...messagesMenu,
  ...infoMenu,
]);
