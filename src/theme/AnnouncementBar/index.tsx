/*
 * Wraps @theme-original/AnnouncementBar (Docusaurus 3.10.2).
 * Why: before hydration, the theme's inline script hides the bar when the *previous* announcement
 * was dismissed, and nothing unhides it when the announcement id has changed: a new announcement
 * stayed invisible on the first page a reader opened. Once React knows the bar is active, this
 * removes the hiding attribute.
 */
import React, {useEffect} from 'react';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): React.JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute(initiallyDismissedAttribute);
  }, [isActive]);
  return <AnnouncementBar />;
}
