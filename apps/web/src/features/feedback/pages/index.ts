import { FeedbackListPage } from './FeedbackListPage.tsx';
import { FeedbackPage } from './FeedbackPage.tsx';

/** The feature's pages by route name: the route table holds one chunk reference for both. */
export const pagesByRoute = { feedback: FeedbackPage, feedbackList: FeedbackListPage };
