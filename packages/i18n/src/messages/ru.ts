// The shared catalogue in Russian, one export per area; en.ts mirrors it key for key.
// Each locale is its own module so a browser downloads only its storefront's (ADR 18).

/** Texts every app uses: the resend timer (docs/product/04-states.md#auth-flow) and the not-found page (docs/product/02-screens.md#not-found-page). */
export const common = {
  'common.seconds':
    '{count, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}',
  'common.notFound.title': 'Страница не найдена',
  'common.notFound.generic': 'Эта страница не найдена',
};

/** The error catalogue of docs/product/08-messages.md#message-catalogue and the field messages of docs/product/05-validation.md. */
export const errors = {
  'error.field.empty': 'Заполните поле',
  'error.field.tooShort':
    'Минимальная длина — {min, plural, one {# символ} few {# символа} many {# символов} other {# символа}}',
  'error.field.tooLong':
    'Максимальная длина — {max, plural, one {# символ} few {# символа} many {# символов} other {# символа}}',
  'error.field.invalid': 'Неверный формат',
  'error.checkbox.required': 'Отметьте этот пункт',
  'error.radio.required': 'Выберите один из вариантов',
  'error.account.deactivated': 'Ваш аккаунт деактивирован',
  'error.promocode.alreadyApplied': 'Промокод уже применён',
  'error.promocode.notApplied': 'Промокод не применён',
  'error.promocode.notFound': 'Промокод не найден',
  'error.promocode.notRemoved': 'Не удалось удалить промокод',
  'error.promocode.empty': 'Введите промокод',
  'error.code.wrong': 'Неверный код подтверждения',
  'error.code.notSent': 'Код не отправлен',
  'error.address.empty': 'Введите адрес',
  'error.apartment.empty': 'Введите номер квартиры',
  'error.city.empty': 'Введите город',
  'error.country.empty': 'Выберите страну',
  'error.email.empty': 'Введите email',
  'error.name.empty': 'Введите имя',
  'error.surname.empty': 'Введите фамилию',
  'error.phone.empty': 'Введите номер телефона',
  'error.street.empty': 'Введите улицу',
  'error.house.empty': 'Введите номер дома',
  'error.pickpoint.empty': 'Выберите пункт выдачи',
  'error.deliveryMethod.empty': 'Выберите способ доставки',
  'error.refundReason.empty': 'Укажите причину возврата',
  'error.phone.invalid': 'Неверный номер телефона',
  'error.email.invalid': 'Неверный email',
  'error.date.invalid': 'Неверная дата',
  'error.login.invalid': 'Неверный логин',
  'error.password.tooShort': 'Пароль должен содержать не менее 6 символов',
  'error.bank.bik.invalid': 'Неверный БИК: он состоит из 9 цифр',
  'error.bank.inn.invalid': 'Неверный ИНН: он состоит из 10 цифр',
  'error.bank.account.invalid': 'Неверный расчётный счёт: он состоит из 20 цифр',
  'error.birthday.format': 'Введите дату в формате дд.мм.гггг; дата должна быть раньше сегодняшней',
  'error.date.future': 'Дата должна быть раньше сегодняшней',
  'error.date.past': 'Дата не может быть раньше сегодняшней',
  'error.fullName.invalid': 'Введите имя и фамилию кириллицей',
  'error.delivery.expressCutoff':
    'Экспресс-доставка доступна только в будние дни при заказе до 16:00 по московскому времени',
  'error.delivery.sameDayCutoff':
    'Доставка в день заказа доступна только в будние дни при заказе до 13:00 по московскому времени',
  'error.phone.notConfirmed': 'Чтобы оформить заказ, подтвердите номер телефона',
  'error.refund.noItems': 'Выберите товары для возврата',
  'error.resume.required': 'Прикрепите резюме',
  'error.refund.itemsUnavailable':
    'Этих товаров нет в заказе или возврат по ним уже оформлен: обновите страницу',
  'error.resume.type': 'Резюме должно быть файлом PDF, DOC, DOCX, RTF или ODT',
  'error.resume.size': 'Файл резюме больше 5 МБ',
  'error.contact.invalid': 'Укажите телефон или e-mail',
  'error.agreement.required': 'Необходимо согласие на обработку персональных данных',
  'error.certificate.ownEmail': 'Нельзя отправить сертификат на свою почту',
  'error.certificate.amountRange': 'Сумма сертификата — от 1 000 до 200 000',
  'error.certificate.denominationEmpty': 'Выберите номинал сертификата',
  'error.certificate.activationCode': 'Неверный код активации',
  'error.certificate.addToProfile': 'Не удалось добавить сертификат в аккаунт',
  'error.certificate.pdf': 'Не удалось создать PDF сертификата',
  'error.certificate.alreadyApplied': 'Сертификат уже применён',
  'error.certificate.notApplied': 'Сертификат не применён',
  'error.certificate.notRemoved': 'Не удалось удалить сертификат',
  'error.giftDeposit.fetch': 'Не удалось получить данные сертификата',
  'error.pickupPoints.fetch': 'Произошла ошибка при получении точек самовывоза',
  'error.depositDesign.fetch': 'Произошла ошибка при получении данных сертификата',
  'error.depositOrder.create': 'Произошла ошибка при создании заказа',
  'error.oauth.failed': 'Ошибка авторизации',
  'error.cart.update': 'Не удалось обновить корзину',
};

/** Info messages of docs/product/08-messages.md#info-and-success-messages. */
export const info = {
  'info.birthday.callOperators': 'Чтобы изменить дату рождения ещё раз, позвоните операторам',
  'info.wait': 'Подождите...',
  'info.data.unchanged': 'Вы не изменили данные',
};

/** Order creation fallbacks of docs/product/08-messages.md#order-creation-failures; each is shown followed by `order.error.retryHint`. */
export const order = {
  'order.error.unknown': 'Неизвестная ошибка',
  'order.error.noData': 'Не получены данные от сервера',
  'order.error.retryHint': 'Попробуйте ещё раз или обратитесь в службу поддержки',
  'order.error.removedFromStock': 'Некоторые товары закончились и были удалены из корзины',
};

/** Texts of the platform itself: remote fallbacks, popup frame, page chrome. */
export const platform = {
  'platform.remote.unavailable': 'Этот раздел сейчас недоступен',
  'platform.remote.unavailable.hint':
    'Остальной магазин работает. Попробуйте обновить страницу через минуту.',
  'platform.remote.crashed': 'Не удалось показать этот раздел',
  'platform.remote.retry': 'Попробовать снова',
  'platform.popup.close': 'Закрыть',
  'platform.loading': 'Загрузка…',
  'platform.route.params': 'Параметры страницы',
};

/** Page titles, `route.<name>` for every route of @shop/routes. */
export const routes = {
  'route.home': 'Ювелирные украшения дизайнеров',
  'route.catalog': 'Каталог',
  'route.catalog-listing': 'Каталог',
  'route.jewelry': 'Все украшения',
  'route.product': 'Украшение',
  'route.designers': 'Дизайнеры',
  'route.designer': 'Дизайнер',
  'route.search': 'Поиск',
  'route.search-results': 'Результаты поиска',
  'route.trend': 'Тренды',
  'route.trend-item': 'Тренд',
  'route.tag': 'Подборка',
  'route.cart': 'Корзина',
  'route.order-success': 'Спасибо за заказ',
  'route.profile': 'Личный кабинет',
  'route.ya-callback': 'Вход через Яндекс ID',
  'route.certificate': 'Подарочный сертификат',
  'route.certificate-info': 'О подарочных сертификатах',
  'route.get-certificate': 'Получить сертификат',
  'route.wishlist': 'Избранное',
  'route.not-found': 'Страница не найдена',
  'route.unknown': 'Страница не найдена',
  'route.about': 'О нас',
  'route.career': 'Карьера',
  'route.caring-for-jewelry': 'Уход за украшениями',
  'route.certificates-and-promo-rules': 'Правила сертификатов и промокодов',
  'route.contacts': 'Контакты',
  'route.delete-app-account': 'Удаление аккаунта в приложении',
  'route.delivery': 'Доставка',
  'route.dolyame': 'Оплата долями',
  'route.dostavka-i-oplata': 'Доставка и оплата',
  'route.dropofmagic': 'Капля волшебства',
  'route.gallery': 'Галерея',
  'route.garantii': 'Гарантии',
  'route.loyalty-program-rules': 'Правила программы лояльности',
  'route.lpbally': 'Bally',
  'route.lpsale': 'Распродажа',
  'route.mobile-app-license': 'Лицензия мобильного приложения',
  'route.oferta': 'Публичная оферта',
  'route.payment': 'Оплата',
  'route.personal-data-agreement': 'Согласие на обработку персональных данных',
  'route.piercing': 'Пирсинг',
  'route.polozhenie-ob-obrabotke-i-zashchite-personalnykh-dannykh':
    'Положение об обработке и защите персональных данных',
  'route.press': 'Пресса',
  'route.privacy': 'Конфиденциальность',
  'route.promotion': 'Акции',
  'route.referral-program': 'Реферальная программа',
  'route.returns': 'Возврат',
  'route.shops': 'Магазины',
  'route.soglashenie-ob-ispolzovanii-polzovatelskih-materialov':
    'Соглашение об использовании пользовательских материалов',
  'route.stores': 'Магазины',
  'route.streams': 'Трансляции',
  'route.terms': 'Условия использования',
  'route.ukhod-za-ukrasheniyami': 'Уход за украшениями',
  'route.vozvrat': 'Возврат',
  'route.warranty': 'Гарантия',
  'route.landings/loyalty-program': 'Программа лояльности',
  'route.landings/offline-subscription': 'Подписка в магазине',
  'route.landings/online-subscription': 'Онлайн-подписка',
  'route.landings/tablet-subscription': 'Подписка на планшете',
};

/** Success messages of docs/product/08-messages.md#info-and-success-messages. */
export const success = {
  'success.copied': 'Скопировано',
  'success.saved': 'Сохранено',
  'success.feedback': 'Спасибо за отзыв!',
  'success.subscription.changed': 'Подписка изменена',
  'success.unsubscribed': 'Вы отписались от рассылки',
};
