/**
 * Reviews and questions (one resource, `type` review or question). SPEC §2 screens:
 * /feedback/{type} (list) and /feedback/{type}/{id} (detail).
 */
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { reviewListQuery } from './review.query';
import { reviewScreens } from './review.resource';
import { reviewRoutes } from './review.routes';

const ReviewListPage = lazyNamed(() => import('./FeedbackList'), 'ReviewListPage');
const QuestionListPage = lazyNamed(() => import('./FeedbackList'), 'QuestionListPage');
const FeedbackShow = lazyNamed(() => import('./FeedbackShow'), 'FeedbackShow');

export const reviewResource = defineResource({
  name: 'reviews',
  crud: {
    getList: {
      route: reviewRoutes.list,
      query: reviewListQuery,
      read: (answer) => ({ data: answer.data.reviews, total: answer.data.total }),
    },
    getOne: { route: reviewRoutes.get },
    create: { route: reviewRoutes.create },
    update: { route: reviewRoutes.update },
    // SPEC §7: PUT review/approve?status= with a list body.
    updateMany: {
      route: reviewRoutes.approve,
      query: (p) => ({ status: p.data.status }),
      body: (p) => p.ids.map(String),
    },
    deleteMany: { route: reviewRoutes.deleteMany },
  },
  i18n: () => import('./review.i18n').then((m) => m.reviewMessages),
  // A feedback links to its customer's page, whose paths come with the customers' declaration (and its strings).
  uses: ['customers'],
  icon: RateReviewIcon,
  recordRepresentation: 'subject',
  menu: false,
  routes: [
    {
      path: reviewScreens.type({ type: 'review' }),
      component: ReviewListPage,
      menu: { label: 'resources.reviews.menu_reviews', group: 'products', order: 40, icon: RateReviewIcon },
    },
    {
      path: reviewScreens.type({ type: 'question' }),
      component: QuestionListPage,
      menu: { label: 'resources.reviews.menu_questions', group: 'products', order: 41, icon: QuestionAnswerIcon },
    },
    { path: reviewScreens.patterns.show, component: FeedbackShow },
  ],
});
