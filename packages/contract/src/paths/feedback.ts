const user = '/site/api/v1/user';

/** SPEC §7.2 feedback. */
export const FeedbackPath = {
  add: `${user}/feedback/addFeedBack`,
  unreadNum: `${user}/feedback/unreadNum`,
  memberBetList: `${user}/feedback/queryMemberBetList`,
  depositRewardConfigList: `${user}/feedback/querySiteDepositRewardConfigList`,
  list: `${user}/feedback/getFeedBackList`,
  info: `${user}/feedback/getFeedbackInfo`,
  remove: `${user}/feedback/delFeedback`,
} as const;
