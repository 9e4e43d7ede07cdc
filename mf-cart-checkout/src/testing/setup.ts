// This remote's texts for renderWithShop (@shop/ui/testing), as its root gives them; every
// test starts with no popup open (the popups live on the shared bus).
import { closeAllPopups } from '@shop/event-bus';
import { configureRender } from '@shop/ui/testing';
import { messages } from '../i18n/messages';

configureRender({ messages });
beforeEach(() => closeAllPopups());
