import { DemoPayPath, fenToYuan } from '@qilin/contract';
import type { DemoPayment } from './payment-repo.ts';

/** The demo gateway's own cashier page: plain server-rendered HTML, nothing from the SPA. */

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 123456 fen -> '1,234.56', 100000 -> '1,000' (SPEC §1: a trailing .00 is dropped; integer arithmetic only). */
const money = (fen: number): string => {
  const [int, dec] = fenToYuan(fen).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+$)/g, ',');
  return dec === '00' ? grouped : `${grouped}.${dec}`;
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;background:#f2f4f7;color:#1f2329;
font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","WenQuanYi Micro Hei",sans-serif}
.bar{background:#1677ff;color:#fff;padding:14px 20px;font-size:17px;font-weight:600}
.demo{background:#fff7e6;color:#ad6800;font-size:13px;padding:8px 20px;border-bottom:1px solid #ffe7ba}
.card{max-width:440px;margin:24px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
.amount{text-align:center;font-size:34px;font-weight:700;margin:8px 0 4px}.amount small{font-size:18px;margin-right:4px}
.hint{text-align:center;color:#8a8f99;font-size:13px;margin-bottom:18px}
dl{display:grid;grid-template-columns:88px 1fr;gap:10px 8px;margin:0 0 20px;font-size:14px}dt{color:#8a8f99}dd{margin:0;word-break:break-all}
.count{text-align:center;font-size:14px;margin-bottom:16px}.count b{color:#f5222d;font-size:18px}
form{margin:0}button,.link{display:block;width:100%;border:0;border-radius:6px;padding:12px;font-size:16px;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#1677ff;color:#fff;margin-bottom:10px}.primary:disabled{background:#a6c8ff;cursor:not-allowed}
.ghost{background:#f2f4f7;color:#4e5969}.state{text-align:center;font-size:20px;font-weight:600;margin:6px 0 14px}
.ok{color:#389e0d}.bad{color:#cf1322}.wait{color:#d48806}.note{text-align:center;color:#8a8f99;font-size:13px;margin:-6px 0 16px}
`;

const layout = (
  title: string,
  body: string,
  scriptNonce: string,
  refreshSeconds?: number,
): string => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<title>${escapeHtml(title)} - 演示支付</title><style nonce="${scriptNonce}">${STYLE}</style></head>
<body><div class="bar">演示支付 · 收银台</div>
<div class="demo">这是演示支付网关：确认支付不会产生任何真实扣款，只为演示存款流程。</div>
<main class="card">${body}</main></body></html>`;

/** Answered for a link that is not a valid pay link (unknown order or wrong token). */
export const renderMissing = (scriptNonce: string): string =>
  layout('订单不存在', '<p class="state bad">订单不存在或支付链接无效</p>', scriptNonce);

const details = (p: DemoPayment): string => `<dl>
<dt>收款商户</dt><dd>${escapeHtml(p.merchantName)}</dd>
<dt>支付方式</dt><dd>${escapeHtml(p.channelName)}</dd>
<dt>商户订单号</dt><dd>${escapeHtml(p.orderNo)}</dd>${p.tradeNo ? `\n<dt>交易号</dt><dd>${escapeHtml(p.tradeNo)}</dd>` : ''}
</dl>`;

const backLink = (p: DemoPayment): string =>
  `<a class="link primary" href="${escapeHtml(p.returnUrl)}">返回商户查看订单</a>`;

const hidden = (p: DemoPayment, token: string): string =>
  `<input type="hidden" name="orderNo" value="${escapeHtml(p.orderNo)}"><input type="hidden" name="t" value="${escapeHtml(token)}">`;

export const renderPayPage = (p: DemoPayment, token: string, now: Date, scriptNonce: string): string => {
  const amount = `<div class="amount"><small>¥</small>${money(p.amountFen)}</div>`;
  if (p.status === 'pending' && now < p.expiresAt) {
    const left = Math.floor((p.expiresAt.getTime() - now.getTime()) / 1000);
    const mmss = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
    // The countdown runs on the server's clock: it starts from the seconds left when the page was made.
    const script = `(function(){var el=document.getElementById('countdown'),left=${left * 1000},t0=Date.now();
function tick(){var ms=Math.max(0,left-(Date.now()-t0)),s=Math.floor(ms/1000);
el.textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0');
if(ms<=0){document.getElementById('confirm').disabled=true;el.textContent='已过期';return}setTimeout(tick,500)}tick()})();`;
    return layout(
      '确认支付',
      `${amount}<div class="hint">请在倒计时结束前完成支付</div>${details(p)}
<div class="count">剩余支付时间 <b id="countdown">${mmss}</b></div>
<form method="post" action="${DemoPayPath.api}/confirm">${hidden(p, token)}<button id="confirm" class="primary" type="submit">确认支付</button></form>
<form method="post" action="${DemoPayPath.api}/cancel">${hidden(p, token)}<button class="ghost" type="submit">取消</button></form>
<script nonce="${scriptNonce}">${script}</script>`,
      scriptNonce,
    );
  }
  if (p.status === 'paid') {
    const merchant =
      p.callbackStatus === 'delivered'
        ? '<p class="note">商户已确认到账</p>'
        : p.callbackStatus === 'failed'
          ? `<p class="note bad">商户未能确认此笔支付（${escapeHtml(p.lastError)}），请联系商户客服</p>`
          : '<p class="note">正在通知商户，请稍候…</p>';
    return layout(
      '支付成功',
      `<p class="state ok">支付成功</p>${amount}${merchant}${details(p)}${backLink(p)}`,
      scriptNonce,
      p.callbackStatus === 'pending' ? 3 : undefined,
    );
  }
  const [title, text] =
    p.status === 'cancelled'
      ? ['已取消', '支付已取消']
      : p.status === 'closed'
        ? ['已关闭', '商户已关闭该订单']
        : ['已过期', '订单已过期，请返回商户重新下单'];
  return layout(title, `<p class="state bad">${text}</p>${amount}${details(p)}${backLink(p)}`, scriptNonce);
};
