import { useEffect, useRef, useState } from 'react';

/** How far below the viewport a section starts loading its code, so it is ready when scrolled to. */
export const PRELOAD_MARGIN = '600px 0px';

/** True once the element comes near the viewport (at once where IntersectionObserver is missing). */
export const useNearViewport = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
};

