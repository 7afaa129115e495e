import { UserPath } from '@qilin/contract';
import { DEFAULT_AREA_CODE } from './areas.ts';

/** SPEC §4 forgot password: 0 identity -> 1 code -> 2 new password -> 3 done; "上一步" decrements. */
export type ForgotWay = 'phone' | 'email';
export type ForgotStep = 0 | 1 | 2 | 3;

export interface ForgotState {
  way: ForgotWay;
  step: ForgotStep;
  name: string;
  phone: string;
  areaCode: string;
  email: string;
  code: string;
  /** Step one's answer: the masked contact the code goes to. */
  masked: string;
}

export type ForgotAction =
  | { type: 'switchWay'; way: ForgotWay }
  | { type: 'identified'; name: string; phone?: string; areaCode?: string; email?: string; masked: string }
  | { type: 'verified'; code: string }
  | { type: 'passwordReset' }
  | { type: 'back' }
  | { type: 'restart' };

export const initialForgotState = (way: ForgotWay = 'phone'): ForgotState => ({
  way,
  step: 0,
  name: '',
  phone: '',
  areaCode: DEFAULT_AREA_CODE,
  email: '',
  code: '',
  masked: '',
});

export const forgotReducer = (state: ForgotState, action: ForgotAction): ForgotState => {
  switch (action.type) {
    case 'switchWay':
      // Switching tabs starts that way from scratch; a half-finished recovery of the other way is dropped.
      return action.way === state.way ? state : initialForgotState(action.way);
    case 'identified':
      if (state.step !== 0) return state;
      return {
        ...state,
        step: 1,
        name: action.name,
        phone: action.phone ?? '',
        areaCode: action.areaCode ?? state.areaCode,
        email: action.email ?? '',
        masked: action.masked,
        code: '',
      };
    case 'verified':
      return state.step === 1 ? { ...state, step: 2, code: action.code } : state;
    case 'passwordReset':
      return state.step === 2 ? { ...state, step: 3 } : state;
    case 'back':
      if (state.step === 0 || state.step === 3) return state;
      return { ...state, step: (state.step - 1) as ForgotStep };
    case 'restart':
      return initialForgotState(state.way);
  }
};

type Stage = 'one' | 'two' | 'three';

const paths = {
  phone: {
    one: UserPath.forgetByPhoneOne,
    two: UserPath.forgetByPhoneTwo,
    three: UserPath.forgetByPhoneThree,
  },
  email: {
    one: UserPath.forgetByEmailOne,
    two: UserPath.forgetByEmailTwo,
    three: UserPath.forgetByEmailThree,
  },
} as const;

/** The forgetBy*\/one|two|three call for the current state (SPEC §7.1: each step adds to the last). */
export const forgotCall = (
  state: Pick<ForgotState, 'way' | 'name' | 'phone' | 'areaCode' | 'email'>,
  stage: Stage,
  extra: { code?: string; password?: string; secondPassword?: string } = {},
): { path: string; body: Record<string, string> } => {
  const base: Record<string, string> =
    state.way === 'phone'
      ? { phone: state.phone, areaCode: state.areaCode, name: state.name }
      : { email: state.email, name: state.name };
  if (stage === 'one') return { path: paths[state.way].one, body: base };
  const withCode = { ...base, code: extra.code ?? '' };
  if (stage === 'two') return { path: paths[state.way].two, body: withCode };
  return {
    path: paths[state.way].three,
    body: { ...withCode, password: extra.password ?? '', secondPassword: extra.secondPassword ?? '' },
  };
};
