/** Payload of 'newDevice' (SPEC §4): what the login form keeps while the member verifies the device. */
export interface NewDevicePayload {
  name: string;
  /** The md5-hashed password (SPEC §4 keeps it hashed). */
  password: string;
  /** Masked phone number from the login error data. */
  phoneNumber: string;
  /** The login answer code (6025–6029). */
  code: number;
}

/** SPEC §2.6 generic tips dialog. */
export interface TipsOptions {
  msg: string;
  /** Defaults to 温馨提示. */
  title?: string;
  isShowCancel?: boolean;
  sureText?: string;
  cancelText?: string;
  /** Shows the close icon and lets Esc/mask close the dialog. */
  closeAble?: boolean;
  onSure?: () => void;
  onCancel?: () => void;
}

export interface LoadingPayload {
  text?: string;
  autoCloseMs?: number;
}

/** What an 'enterVenue' listener needs to open the enter-venue dialog (filled in by the venues issue). */
export interface EnterVenuePayload {
  enName: string;
  gameCode?: string;
  message?: string;
}

/** SPEC §4 auth-dialog events. `undefined` means the event carries no payload. */
export interface AuthEvents {
  login: undefined;
  login_success: undefined;
  login_expired: undefined;
  forget_password: undefined;
  register: undefined;
  newDevice: NewDevicePayload;
  closeAuth: undefined;
  /** Optional target tab/way, e.g. 'phone' | 'email' for password recovery. */
  switch_auth_way: string | undefined;
  password_change_success: undefined;
}

/** SPEC §4 "other UI events". */
export interface UiEvents {
  loading: LoadingPayload | 'dismissLoading';
  tips: TipsOptions;
  loginPrompt: undefined;
  enterVenue: EnterVenuePayload;
  /** The e-game tab to select. */
  egameTab: string;
}

export type BusEvents = AuthEvents & UiEvents;
export type BusEventName = keyof BusEvents;
export type BusHandler<K extends BusEventName> = (payload: BusEvents[K]) => void;

/** Events without payload may be emitted without a second argument. */
type EmitArgs<K extends BusEventName> = undefined extends BusEvents[K]
  ? [payload?: BusEvents[K]]
  : [payload: BusEvents[K]];

export interface Bus {
  on<K extends BusEventName>(event: K, handler: BusHandler<K>): () => void;
  emit<K extends BusEventName>(event: K, ...args: EmitArgs<K>): void;
}

export function createBus(): Bus {
  const handlers = new Map<BusEventName, Set<(payload: unknown) => void>>();
  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return () => {
        set.delete(h);
      };
    },
    emit(event, ...args) {
      // Copy first: a handler may unsubscribe itself (or others) while we iterate.
      for (const h of [...(handlers.get(event) ?? [])]) {
        try {
          h(args[0]);
        } catch (err) {
          // One broken listener must not stop the others (e.g. the login dialog after login_expired).
          console.error(`bus handler for '${event}' failed`, err);
        }
      }
    },
  };
}

/** The app-wide bus: the decoupled channel between the API client, dialogs and pages (SPEC §4). */
export const bus: Bus = createBus();
