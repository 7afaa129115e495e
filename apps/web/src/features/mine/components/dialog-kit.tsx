import { useState } from 'react';

/** Runs a submit once at a time; API failures were already shown by the client, so they only stop it. */
export const useSubmit = () => {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // Shown by the API client (including the 6449 real-name dialog).
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
