// The shell's texts for renderWithShop (@shop/ui/testing), as its popup host gives them.
import { configureRender } from '@shop/ui/testing';
import { shellMessages } from '../i18n/messages';

configureRender({ messages: shellMessages });
