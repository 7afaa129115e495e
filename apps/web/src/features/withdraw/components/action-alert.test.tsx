// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { ActionAlert } from './ActionAlert.tsx';

const DESC = '为保障资金安全，新增收款账户前需绑定手机号码和真实姓名，收款账户户名须与真实姓名相同。';

const dom = mountPerTest();

const show = (width: number) => {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport({
    width,
  });
  act(() =>
    dom.root.render(
      <ActionAlert
        title="请先完成实名与手机绑定"
        description={DESC}
        actions={
          <>
            <button type="button">前往安全中心</button>
            <button type="button">前往个人资料</button>
          </>
        }
      />,
    ),
  );
  const description = dom.host.querySelector('.ant-alert-description');
  const beside = dom.host.querySelector('.ant-alert-actions');
  return { description, beside, buttons: [...dom.host.querySelectorAll('button')] };
};

describe('a warning with buttons (the withdrawal page asking to bind first)', () => {
  it('on a phone puts the buttons under the explanation, which keeps the whole width', () => {
    const { description, beside, buttons } = show(390);
    expect(beside).toBeNull();
    expect(description?.textContent).toContain(DESC);
    expect(buttons.map((b) => b.textContent)).toEqual(['前往安全中心', '前往个人资料']);
    for (const b of buttons) expect(description?.contains(b)).toBe(true);
  });

  it('on a wide screen puts them beside it', () => {
    const { description, beside, buttons } = show(1366);
    expect(description?.textContent).toBe(DESC);
    expect(buttons).toHaveLength(2);
    for (const b of buttons) expect(beside?.contains(b)).toBe(true);
  });
});
