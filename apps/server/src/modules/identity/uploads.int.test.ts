import { expect, it } from 'vitest';
import { Code, SitePath, UserPath, type MemberInfo } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { bindPhone, registerAndLogin, type Account } from './test-support.ts';

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const upload = async (
  server: TestServer,
  account: Account,
  bytes: Buffer,
  filename = 'a.png',
  field = 'file',
) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), filename);
  const res = await fetch(`${server.url}${UserPath.uploadImage}`, {
    method: 'POST',
    headers: { token: account.token },
    body: form,
  });
  return (await res.json()) as { status_code: number; data: { url: string } | null; message: string };
};

forEachDatabase('identity: avatars and uploads; members see only their own data', (server) => {
  it('lists 8 stock avatars served as SVG and sets one', async () => {
    const account = await registerAndLogin(server());
    const list = await account.client.post<{ id: string; url: string }[]>(UserPath.avatarList);
    expect(list.data).toHaveLength(8);
    const svg = await fetch(`${server().url}${list.data[2]?.url ?? ''}`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    expect((await account.client.post(UserPath.addAvatar, { avatarId: list.data[2]?.id })).status_code).toBe(
      Code.Success,
    );
    expect((await account.client.post<MemberInfo>(UserPath.memberInfo, {})).data.avatar).toBe(
      list.data[2]?.url,
    );
    expect((await account.client.post(UserPath.addAvatar, { avatarId: 'a99' })).status_code).toBe(
      Code.NotFound,
    );
  });

  it('uploads a real image, serves it back, and accepts it as avatar only for its owner', async () => {
    const account = await registerAndLogin(server());
    const res = await upload(server(), account, PNG);
    expect(res.status_code).toBe(Code.Success);
    const url = res.data?.url ?? '';
    expect(url).toMatch(/^\/uploads\/\d{4}-\d{2}\/[a-f0-9]{32}\.png$/);
    const served = await fetch(`${server().url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await account.client.post(UserPath.addAvatar, { url })).status_code).toBe(Code.Success);
    const other = await registerAndLogin(server());
    expect((await other.client.post(UserPath.addAvatar, { url })).status_code).toBe(Code.NotFound);
  });

  it('refuses non-images (sniffed, not by name), empty and oversized files, and non-multipart bodies (6010)', async () => {
    const account = await registerAndLogin(server());
    expect(
      (await upload(server(), account, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png')).status_code,
    ).toBe(Code.FileUploadFailure);
    expect((await upload(server(), account, Buffer.from('hello'), 'x.png')).status_code).toBe(
      Code.FileUploadFailure,
    );
    expect((await upload(server(), account, Buffer.alloc(0), 'x.png')).status_code).toBe(
      Code.FileUploadFailure,
    );
    expect((await upload(server(), account, PNG, 'x.png', 'other')).status_code).toBe(Code.FileUploadFailure);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await upload(server(), account, big)).status_code).toBe(Code.FileUploadFailure);
    expect((await account.client.post(UserPath.uploadImage, { file: 'x' })).status_code).toBe(
      Code.FileUploadFailure,
    );
    const anon = await fetch(`${server().url}${UserPath.uploadImage}`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(((await anon.json()) as { status_code: number }).status_code).toBe(Code.LoginExpired);
    const traversal = await fetch(`${server().url}/uploads/..%2F..%2F/secrets.json`);
    expect(await traversal.text()).not.toContain('tokenSecret');
    expect((await fetch(`${server().url}/uploads/2020-01/..%2F..%2Fsecrets.json`)).status).toBe(404);
    expect((await fetch(`${server().url}/uploads/2020-01/${'a'.repeat(32)}.png`)).status).toBe(404);
  });

  it("a member never reads another member's data: every read answers the caller's own", async () => {
    const a = await registerAndLogin(server());
    const b = await registerAndLogin(server());
    const phoneA = await bindPhone(server(), a);
    const infoB = (await b.client.post<MemberInfo>(UserPath.memberInfo, { userId: a.userId, name: a.name }))
      .data;
    expect(infoB.userId).toBe(b.userId);
    expect(infoB.bindPhone).toBe(false);
    const dec = await b.client.post(SitePath.singleDataDecryption, { field: 'phone', userId: a.userId });
    expect(dec.data).toEqual({ d: 'phone', v: '' });
    const jwt = await b.client.post<{ jwt: string }>(UserPath.memberJwt, { sub: a.userId });
    const payload = JSON.parse(Buffer.from(jwt.data.jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    expect(payload.sub).toBe(b.userId);
    // b's token with a's site header cannot reach anything either.
    const foreignSite = await b.client.post(UserPath.memberInfo, {}, { 'x-site-id': 'other-site' });
    expect(foreignSite.status_code).toBe(Code.LoginExpired);
    expect(phoneA).toBeTruthy();
  });
});
