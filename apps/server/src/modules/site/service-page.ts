import type { Language } from '../../platform/http/context.ts';
import { textIn } from '../../platform/i18n/traditional.ts';
import type { SiteRow } from './repo.ts';

export const SERVICE_PAGE_PATH = '/service/chat';

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Faq {
  q: string;
  a: string;
  link?: { text: string; href: string };
}

const faqs = (site: SiteRow): Faq[] => [
  {
    q: '如何注册账号？',
    a: '点击页面右上角“注册”，设置 4-11 位以字母开头的用户名和 8-12 位字母加数字的密码，同意条款后即可完成注册。',
    link: { text: '开户指南', href: '/app/help/kh' },
  },
  {
    q: '忘记密码怎么办？',
    a: '在登录窗口点击“忘记密码”，通过已绑定的手机号或邮箱获取验证码后设置新密码。',
  },
  {
    q: '为什么登录时要验证手机？',
    a: '当您在新设备或新的网络环境登录时，为保护账户安全，需要输入发送到绑定手机的 6 位验证码。',
  },
  ...(site.helpCkEnabled && site.saveMoneyEnabled
    ? [
        {
          q: '如何存款？',
          a: '登录后进入“存款”页面，按页面提示选择存款方式。每次存款前请获取最新的收款信息。',
          link: { text: '存款教程', href: '/app/help/ck' },
        },
      ]
    : []),
  {
    q: '如何取款？',
    a: '绑定真实姓名、手机号与取款密码后，在“取款”页面提交申请。',
    link: { text: '取款教程', href: '/app/help/qk' },
  },
  {
    q: '注单可以取消吗？',
    a: '投注一经确认不可取消；因明显错误或系统故障产生的注单将按规则作废。',
    link: { text: '投注规则', href: '/app/help/yhgz' },
  },
  {
    q: '对赛果有异议怎么办？',
    a: '请在赛果公布后 14 天内以书面形式（在线反馈）提出，我们会核实并答复。',
    link: { text: '条款与规则', href: '/app/help/gztk' },
  },
];

/**
 * The page behind the seeded customer-service URL. It is honest about what it is: the operator's
 * configurable customer-service entry, which a real brand points at its own service desk with
 * `site:set customerServiceUrl <url>`. It shows the brand, the service hours and the FAQ; it does not
 * pretend to be a live chat, and it points the player at what does answer (feedback, the help centre).
 * That note is for the player: how the link is configured is the operator's business, not the page's.
 * In the player's language (`lang`, which the SPA adds to a link of this server's own).
 */
export const renderServicePage = (site: SiteRow, language: Language = 'zh-CN'): string =>
  textIn(servicePageHtml(site), language).replace('<html lang="zh-CN">', `<html lang="${language}">`);

const servicePageHtml = (site: SiteRow): string => {
  const name = escapeHtml(site.name);
  const hours = escapeHtml(site.serviceHours || '以站点公告为准');
  const items = faqs(site)
    .map(
      (f) =>
        `<details><summary>${escapeHtml(f.q)}</summary><p>${escapeHtml(f.a)}${
          f.link ? ` <a href="${escapeHtml(f.link.href)}">${escapeHtml(f.link.text)} ›</a>` : ''
        }</p></details>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>在线客服 - ${name}</title>
<style>
  body { margin: 0; font-family: 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif;
         background: #f5f6fa; color: #1f2329; }
  header { background: linear-gradient(120deg, #9e0b1f, #d11a34); color: #fff; padding: 20px 24px; display: flex; align-items: center; gap: 16px; }
  header img { height: 48px; background: #fff; border-radius: 8px; padding: 4px 8px; }
  header h1 { font-size: 20px; margin: 0; }
  main { max-width: 720px; margin: 0 auto; padding: 20px 16px 40px; }
  .card { background: #fff; border-radius: 12px; padding: 18px 20px; margin-bottom: 16px; box-shadow: 0 1px 4px rgba(0,0,0,.06); }
  .card h2 { font-size: 16px; margin: 0 0 10px; }
  .hours { display: flex; align-items: center; gap: 8px; font-size: 15px; }
  .dot { width: 10px; height: 10px; border-radius: 50%; background: #2fb36b; display: inline-block; }
  .note { font-size: 13px; color: #646a73; line-height: 1.7; }
  .warn { background: #fff7e6; border: 1px solid #ffd591; color: #874d00; border-radius: 8px; padding: 10px 12px; font-size: 14px; margin: 0 0 16px; }
  details { border-bottom: 1px solid #eef0f3; padding: 10px 0; }
  details:last-child { border-bottom: 0; }
  summary { cursor: pointer; font-weight: 600; }
  details p { margin: 8px 0 0; color: #4e5969; line-height: 1.7; }
  a { color: #c8102e; text-decoration: none; }
  footer { text-align: center; font-size: 12px; color: #8f959e; }
  @media (max-width: 480px) {
    header { padding: 14px 16px; gap: 12px; }
    header img { height: 36px; }
    header h1 { font-size: 17px; }
  }
</style>
</head>
<body>
<header>
  <img src="${escapeHtml(site.logo)}" alt="${name}">
  <h1>${name} · 在线客服</h1>
</header>
<main>
  <section class="card">
    <h2>服务时间</h2>
    <div class="hours"><span class="dot"></span><span>${hours}</span></div>
    <p class="note">当前暂未开通在线对话。您可以先查看下方常见问题；如需人工协助，请登录后通过<a
      href="/mine/feedback">意见反馈</a>留言，我们会在服务时间内答复，也可前往<a href="/app/help/zxkf">帮助中心</a>查看更多说明。</p>
  </section>
  <p class="warn">安全提醒：工作人员不会以任何理由索取您的验证码、登录密码或取款密码，也不会要求您向私人账户转账。</p>
  <section class="card">
    <h2>常见问题</h2>
    ${items}
  </section>
  <footer>仅向年满 18 周岁的会员提供服务 · 请理性娱乐 · <a href="/">返回首页</a></footer>
</main>
</body>
</html>`;
};
