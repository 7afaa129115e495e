import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The chat panel (antd, the socket client) is its own chunk: the home route's first load pays only this file.
const ChatPanel = lazy(() =>
  import('../../chat/components/ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })),
);

/**
 * The home page's chat section. The panel (and its socket) starts when the section scrolls near the
 * screen, so a visitor who never scrolls down opens no connection.
 */
export function ChatSection() {
  const box = useRef<HTMLElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || seen) return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && setSeen(true), {
      rootMargin: '200px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  return (
    <section ref={box} className="qa-container qh-section qh-chat" data-testid="home-chat">
      {seen && (
        <Suspense fallback={null}>
          <ChatPanel placement="home" />
        </Suspense>
      )}
    </section>
  );
}
