import {
  Kaptchcate,
  UserPath,
  type CountryArea,
  type LoginRequest,
  type LoginResponse,
  type PictureCaptcha,
  type RegisterRequest,
  type RegisterResponse,
  type SliderChallenge,
  type SliderCheckRequest,
  type SliderCheckResponse,
  SitePath,
} from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost, apiPostResult } from '../../shared/api/client.ts';
import { APP_VERSION } from '../../shared/config/app-config.ts';
import { bus } from '../../shared/events/bus.ts';
import { loadMember, useSession } from '../../shared/session/index.ts';
import { sortAreas } from './areas.ts';
import { showLoginPops } from './login-pops.tsx';
import type { CaptchaAnswer } from './captcha.ts';

/** Login answers 6021/6022/6025–6029 as values (SPEC §8.3), so it goes through apiPostResult. */
export const postLogin = (body: Omit<LoginRequest, 'isAgent' | 'version'>, answer?: CaptchaAnswer) =>
  apiPostResult<LoginResponse>(UserPath.login, {
    isAgent: 0,
    version: APP_VERSION,
    ...body,
    ...(answer ? { codeId: answer.codeId, code: answer.code } : {}),
  } satisfies LoginRequest);

export const postRegister = (body: RegisterRequest, answer?: CaptchaAnswer) =>
  apiPostResult<RegisterResponse>(UserPath.register, {
    ...body,
    ...(answer ? { codeId: answer.codeId, code: answer.code } : {}),
  });

/**
 * SPEC §4 login after register (loginTicket) or after new-device verification: kaptchcate 99. When its
 * proof no longer holds (the challenge ran out), the server asks for a captcha like any login: `answer`.
 */
export const trustedLogin = (
  name: string,
  password: string,
  extra: { codeId?: string; sendCodeNum?: string },
  answer?: CaptchaAnswer,
) => postLogin({ name, password, kaptchcate: Kaptchcate.trusted, ...extra }, answer);

/**
 * SPEC §4 login success: store token and user id, load the member (isPop 1 for the one-time notices) and
 * tell the rest of the app (balance, unread counts and pages refresh on login_success).
 */
export const finishLogin = async (data: LoginResponse): Promise<void> => {
  useSession.getState().setLogin(data.token, data.userId);
  try {
    showLoginPops((await loadMember(1)).pops);
  } catch {
    // The client has shown why; the token is valid, so the member is still logged in and the guard retries.
  }
  bus.emit('login_success');
};

export const fetchPictureCaptcha = () =>
  apiPost<PictureCaptcha>(UserPath.defaultKaptcha, {}, { silent: true });

export const fetchSliderChallenge = () =>
  apiPost<SliderChallenge>(UserPath.geeChallenge, {}, { silent: true });

export const checkSlider = (body: SliderCheckRequest) =>
  apiPost<SliderCheckResponse>(UserPath.validateGeeCheck, body, { silent: true });

/** Public to other features: the country/area list for phone inputs. */
export const useCountryAreas = () =>
  useQuery({
    queryKey: ['site', 'countryArea'],
    queryFn: async () =>
      sortAreas(await apiPost<CountryArea[]>(SitePath.countryArea, {}, { cache: true, silent: true })),
    staleTime: Infinity,
  });
