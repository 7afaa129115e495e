import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For a DOM test file (happy-dom): each test gets a fresh element in the document with a React root on it,
 * unmounted and removed after the test. React checks its act() environment flag, so that is set too.
 */
export const mountPerTest = (): { readonly root: Root; readonly host: HTMLElement } => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let mounted: { root: Root; host: HTMLElement } | null = null;
  beforeEach(() => {
    const host = document.createElement('div');
    document.body.append(host);
    mounted = { root: createRoot(host), host };
  });
  afterEach(() => {
    const { root, host } = mounted!;
    act(() => root.unmount());
    host.remove();
    mounted = null;
  });
  return {
    get root() {
      return mounted!.root;
    },
    get host() {
      return mounted!.host;
    },
  };
};

/**
 * Lets asynchronous updates (antd's form validation and watch, awaited calls) run inside act, as React asks
 * of tests, a few milliseconds at a time until `check` holds; after ~1 s its last failure is thrown.
 */
export const until = async (check: () => void): Promise<void> => {
  for (let i = 0; ; i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      check();
      return;
    } catch (error) {
      if (i >= 100) throw error;
    }
  }
};
