/**
 * The access notices (DESIGN §11). zh-TW is written for Taiwan readers (地區、網路、帳戶、線上客服、
 * 法規), not converted character by character.
 */
export const accessZhCN = {
  regionTitle: '您所在的地区暂不提供服务',
  ipTitle: '您当前的网络暂时无法访问本站',
  regionDesc: '根据本站运营牌照的要求，我们暂时无法向您当前所在的国家或地区提供服务。',
  ipDesc: '根据本站的安全与合规要求，您当前使用的网络地址已被限制访问本站。',
  notYourFault: '这不是您的操作错误，您账户中的资金也不会受到影响。如有疑问，请联系在线客服。',
  contactService: '联系在线客服',
  retry: '重新尝试',
  noticeTitle: '访问提示',
  noticeBody:
    '本站的服务在您当前所在的国家或地区可能受到限制。请您了解并遵守当地的法律法规，合法合规地使用本站服务。',
  gotIt: '我知道了',
};

export type AccessStrings = typeof accessZhCN;

export const accessZhTW: AccessStrings = {
  regionTitle: '您所在的地區暫不提供服務',
  ipTitle: '您目前的網路暫時無法存取本站',
  regionDesc: '依照本站營運執照的規定，我們暫時無法向您目前所在的國家或地區提供服務。',
  ipDesc: '依照本站的安全與法規遵循要求，您目前使用的網路位址已被限制存取本站。',
  notYourFault: '這並非您的操作錯誤，您帳戶中的資金也不會受到影響。如有疑問，請聯絡線上客服。',
  contactService: '聯絡線上客服',
  retry: '再試一次',
  noticeTitle: '存取提醒',
  noticeBody:
    '本站的服務在您目前所在的國家或地區可能受到限制。請您了解並遵守當地的法律規定，合法使用本站服務。',
  gotIt: '我知道了',
};
