/** Text of the static pages of docs/product/02-screens.md#static-pages in ru and en (GET /content/pages/{slug}?locale=). */
type Text = { title: string; body: string };
type Page = { ru: Text; en: Text };

const p = (ruTitle: string, ruBody: string, enTitle: string, enBody: string): Page => ({
  ru: { title: ruTitle, body: ruBody },
  en: { title: enTitle, body: enBody },
});

const DELIVERY_RU =
  'Доставляем курьером по Москве и Санкт-Петербургу за 1–2 дня, по России — за 2–7 дней. Заказы от 30 000 ₽ доставляем бесплатно, иначе курьер стоит 500 ₽ внутри МКАД и 900 ₽ за её пределами.\n\nМожно забрать заказ бесплатно в одном из 12 магазинов или в пункте выдачи СДЭК, Boxberry, 5Post и PickPoint.';
const DELIVERY_EN =
  'We deliver worldwide by courier in 3–10 days; delivery is free for orders over $500, otherwise it costs $25.\n\nIn the UAE you can also pick up your order at our Dubai stores.';
const RETURNS_RU =
  'Украшение надлежащего качества можно вернуть в течение 14 дней, если сохранены бирки, упаковка и товарный вид. Серьги для пирсинга и изделия, изготовленные на заказ, возврату не подлежат.\n\nЧтобы оформить возврат, напишите нам на care@jewelry.shop или позвоните по телефону 8 800 000-00-00.';
const RETURNS_EN =
  'Items in their original condition, with tags and packaging, can be returned within 14 days. Piercing jewelry and made-to-order pieces cannot be returned.\n\nTo start a return, write to care@jewelry.shop.';
const CARE_RU =
  'Снимайте украшения перед душем, бассейном и спортом. Храните каждое изделие отдельно в мешочке, чтобы камни не царапали металл. Серебро чистите мягкой салфеткой, золото — тёплой водой с мылом.';
const CARE_EN =
  'Take your jewelry off before showering, swimming and sport. Keep each piece in its own pouch so stones do not scratch the metal. Polish silver with a soft cloth and clean gold with warm soapy water.';
const WARRANTY_RU =
  'На все украшения действует гарантия 12 месяцев на производственные дефекты: застёжки, крепления камней, пайку. Гарантия не распространяется на механические повреждения и естественный износ покрытия.';
const WARRANTY_EN =
  'All jewelry carries a 12-month warranty against manufacturing defects: clasps, stone settings and soldering. Mechanical damage and natural wear of plating are not covered.';
const PRIVACY_RU =
  'Мы обрабатываем персональные данные (имя, телефон, e-mail, адрес доставки) только для исполнения заказов, программы лояльности и рассылки, на которую вы подписались. Данные хранятся на серверах в России и не передаются третьим лицам, кроме служб доставки и платёжных провайдеров.';
const PRIVACY_EN =
  'We process personal data (name, phone, e-mail, delivery address) only to fulfil orders, run the loyalty programme and send the newsletter you subscribed to. It is shared only with delivery services and payment providers.';

export const PAGES: Record<string, Page> = {
  about: p(
    'О нас',
    'Мы собираем украшения более чем 30 независимых дизайнеров из России, ОАЭ, Италии, Франции, Японии и других стран. Каждое изделие мы проверяем вручную, а дизайнеры получают честную долю от каждой продажи.\n\nНаши магазины работают в Москве, Санкт-Петербурге и Дубае.',
    'About us',
    'We bring together jewelry by more than 30 independent designers from Russia, the UAE, Italy, France, Japan and beyond. Every piece is checked by hand, and designers receive a fair share of every sale.\n\nOur stores are in Moscow, St Petersburg and Dubai.',
  ),
  career: p(
    'Карьера',
    'Мы ищем консультантов в магазины, стилистов и разработчиков. Присылайте резюме на job@jewelry.shop — мы отвечаем каждому в течение недели.',
    'Careers',
    'We are hiring store consultants, stylists and engineers. Send your CV to job@jewelry.shop.',
  ),
  'caring-for-jewelry': p('Уход за украшениями', CARE_RU, 'Caring for jewelry', CARE_EN),
  'ukhod-za-ukrasheniyami': p('Уход за украшениями', CARE_RU, 'Jewelry care', CARE_EN),
  certificate: p(
    'Подарочный сертификат',
    'Электронный сертификат номиналом от 1 000 до 200 000 ₽ приходит на e-mail получателя в выбранный день. Его можно использовать целиком или частями в течение года.',
    'Gift certificate',
    'An e-gift certificate from 1,000 to 200,000 is sent by e-mail on the day you choose and is valid for one year.',
  ),
  'certificate-info': p(
    'Как использовать сертификат',
    'Введите код сертификата в корзине — его сумма спишется с заказа. Остаток сохранится на сертификате до конца срока действия.',
    'Using a certificate',
    'Enter the certificate code in the cart; its amount is deducted from the order and any remainder stays on the certificate.',
  ),
  'certificates-and-promo-rules': p(
    'Правила сертификатов и промокодов',
    'К заказу можно применить один промокод и несколько сертификатов. Промокоды не суммируются со скидками на товары со скидкой более 30%.',
    'Certificate and promo rules',
    'One promo code and several certificates can be applied to an order.',
  ),
  contacts: p(
    'Контакты',
    'Телефон: 8 800 000-00-00 (бесплатно по России), ежедневно с 9:00 до 21:00 по Москве.\nE-mail: care@jewelry.shop\nАдрес офиса: Москва, ул. Петровка, 2.',
    'Contacts',
    'Phone: +7 800 000-00-00, daily 9:00–21:00 Moscow time.\nE-mail: care@jewelry.shop\nOffice: 2 Petrovka St, Moscow.',
  ),
  'delete-app-account': p(
    'Удаление аккаунта',
    'Чтобы удалить аккаунт и все связанные данные, напишите на care@jewelry.shop с номера телефона, привязанного к аккаунту. Мы удалим данные в течение 30 дней.',
    'Deleting your account',
    'To delete your account, write to care@jewelry.shop from the phone number linked to it.',
  ),
  delivery: p('Доставка', DELIVERY_RU, 'Delivery', DELIVERY_EN),
  'dostavka-i-oplata': p(
    'Доставка и оплата',
    `${DELIVERY_RU}\n\nОплатить заказ можно картой онлайн, через СБП, «Долями» или при получении.`,
    'Delivery and payment',
    `${DELIVERY_EN}\n\nPay by card online or on delivery.`,
  ),
  dolyame: p(
    'Оплата «Долями»',
    'Разделите оплату на 4 части без переплат: первая часть списывается сразу, остальные — раз в две недели. Доступно для заказов до 200 000 ₽.',
    'Pay in 4 with Dolyame',
    'Split the payment into 4 interest-free parts, available for orders up to 200,000 RUB.',
  ),
  dropofmagic: p(
    'Drop of Magic',
    'Капсульная коллекция к Новому году: подвески-талисманы и кольца с цветными камнями ограниченным тиражом.',
    'Drop of Magic',
    'A limited New Year capsule of talisman pendants and colour-stone rings.',
  ),
  gallery: p(
    'Галерея',
    'Фотографии наших украшений на покупателях и в лукбуках сезона.',
    'Gallery',
    'Our jewelry worn by customers and in the season’s lookbooks.',
  ),
  garantii: p('Гарантии', WARRANTY_RU, 'Warranty', WARRANTY_EN),
  warranty: p('Гарантия', WARRANTY_RU, 'Warranty', WARRANTY_EN),
  'loyalty-program-rules': p(
    'Правила программы лояльности',
    'За каждую покупку начисляются бонусы. Бонусами можно оплатить до 30% стоимости товаров. Бонусы действуют 12 месяцев с момента начисления.',
    'Loyalty programme rules',
    'Bonuses are earned on every purchase and can cover up to 30% of the goods.',
  ),
  lpbally: p(
    'Bally × Jewelry',
    'Совместная коллекция украшений и аксессуаров — только онлайн и в ЦУМе.',
    'Bally × Jewelry',
    'A joint collection of jewelry and accessories.',
  ),
  lpsale: p(
    'Распродажа',
    'Скидки до 40% на украшения прошлых сезонов. Количество ограничено.',
    'Sale',
    'Up to 40% off previous seasons. Limited stock.',
  ),
  'mobile-app-license': p(
    'Лицензионное соглашение мобильного приложения',
    'Приложение предоставляется бесплатно на условиях простой неисключительной лицензии для личного некоммерческого использования.',
    'Mobile app licence',
    'The app is provided free of charge under a simple non-exclusive licence for personal use.',
  ),
  oferta: p(
    'Публичная оферта',
    'Настоящий документ является публичной офертой интернет-магазина. Оформляя заказ, покупатель принимает условия продажи, доставки и возврата, изложенные на сайте. Цены указаны в рублях с учётом НДС.',
    'Public offer',
    'This document is the shop’s public offer. By placing an order the buyer accepts the terms of sale, delivery and return.',
  ),
  payment: p(
    'Оплата',
    'Картой онлайн (Visa, Mastercard, МИР), через СБП, «Долями» или при получении — наличными или картой курьеру.',
    'Payment',
    'Pay online by card (Visa, Mastercard) or on delivery.',
  ),
  'personal-data-agreement': p(
    'Согласие на обработку персональных данных',
    PRIVACY_RU,
    'Personal data consent',
    PRIVACY_EN,
  ),
  'polozhenie-ob-obrabotke-i-zashchite-personalnykh-dannykh': p(
    'Положение об обработке и защите персональных данных',
    PRIVACY_RU,
    'Personal data policy',
    PRIVACY_EN,
  ),
  privacy: p('Политика конфиденциальности', PRIVACY_RU, 'Privacy policy', PRIVACY_EN),
  piercing: p(
    'Пирсинг',
    'Проколы выполняют сертифицированные мастера стерильными одноразовыми иглами. Украшения для первичного прокола — из титана и золота 585.',
    'Piercing',
    'Certified piercers, sterile single-use needles, titanium and 14k gold jewelry.',
  ),
  press: p(
    'Пресса',
    'Для запросов прессы: press@jewelry.shop. Пресс-кит с логотипами и фотографиями коллекций высылаем по запросу.',
    'Press',
    'Press enquiries: press@jewelry.shop. A press kit is available on request.',
  ),
  promotion: p(
    'Акции',
    'Актуальные акции и специальные предложения магазина. Условия каждой акции указаны на её странице.',
    'Promotions',
    'Current promotions and special offers.',
  ),
  'referral-program': p(
    'Реферальная программа',
    'Пригласите друга — он получит скидку на первый заказ, а вы бонусы после его покупки.',
    'Referral programme',
    'Invite a friend: they get a discount on their first order and you get bonuses.',
  ),
  returns: p('Возврат', RETURNS_RU, 'Returns', RETURNS_EN),
  vozvrat: p('Возврат', RETURNS_RU, 'Returns', RETURNS_EN),
  shops: p(
    'Магазины',
    'Наши магазины: ГУМ, ЦУМ, Афимолл Сити, Авиапарк, Европейский, Метрополис, Мега Тёплый Стан (Москва), Галерея, ДЛТ, Невский Центр (Санкт-Петербург), Mall of the Emirates и The Dubai Mall (Дубай). Ежедневно с 10:00 до 22:00.',
    'Stores',
    'Twelve stores in Moscow, St Petersburg and Dubai, open daily 10:00–22:00.',
  ),
  stores: p(
    'Магазины',
    'Двенадцать магазинов в Москве, Санкт-Петербурге и Дубае.',
    'Stores',
    'Visit us in Moscow, St Petersburg and Dubai: twelve stores open daily 10:00–22:00.',
  ),
  'soglashenie-ob-ispolzovanii-polzovatelskih-materialov': p(
    'Соглашение об использовании пользовательских материалов',
    'Публикуя отзыв или фотографию, вы разрешаете магазину использовать их на сайте и в социальных сетях с указанием автора.',
    'User materials agreement',
    'By posting a review or photo you allow the shop to use it on the site and in social media.',
  ),
  streams: p(
    'Трансляции',
    'Прямые эфиры с дизайнерами и стилистами по четвергам в 19:00.',
    'Streams',
    'Live streams with designers and stylists every Thursday at 7 pm.',
  ),
  terms: p(
    'Условия использования',
    'Используя сайт, вы соглашаетесь с условиями продажи и политикой конфиденциальности.',
    'Terms of use',
    'By using the site you agree to the terms of sale and the privacy policy. Prices are in US dollars; duties may apply on delivery.',
  ),
  'ya-callback': p('Вход через Яндекс', 'Завершаем вход…', 'Yandex sign-in', 'Completing sign-in…'),
  'landings/loyalty-program': p(
    'Программа лояльности',
    'Копите бонусы с каждой покупки и оплачивайте ими до 30% заказа.',
    'Loyalty programme',
    'Earn bonuses on every purchase.',
  ),
  'landings/offline-subscription': p(
    'Подписка в магазине',
    'Подпишитесь на новости в магазине и получите приветственный бонус.',
    'In-store subscription',
    'Subscribe in store and get a welcome bonus.',
  ),
  'landings/online-subscription': p(
    'Подписка на новости',
    'Первыми узнавайте о новинках и закрытых распродажах.',
    'Newsletter',
    'Be the first to hear about new pieces and private sales.',
  ),
  'landings/tablet-subscription': p(
    'Подписка',
    'Оставьте e-mail, чтобы получать новости магазина.',
    'Subscription',
    'Leave your e-mail to receive our news.',
  ),
};

export const SERVICE_KEYS: Record<string, string> = {
  delivery: 'delivery',
  'product-delivery': 'delivery',
  care: 'caring-for-jewelry',
  'product-care': 'caring-for-jewelry',
  refund: 'returns',
  returns: 'returns',
  warranty: 'warranty',
  dolyame: 'dolyame',
  installment: 'dolyame',
  payment: 'payment',
  shops: 'shops',
  'loyalty-program': 'loyalty-program-rules',
  composition: 'composition',
  'stylist-consult': 'stylist-consult',
  'final-sale': 'final-sale',
};

export const SERVICE_ONLY: Record<string, Page> = {
  composition: p(
    'Состав и материалы',
    'Мы используем золото 585 и 750 пробы, серебро 925 пробы и натуральные камни. Проба и вес указаны в карточке каждого изделия.',
    'Composition',
    'We use 14k and 18k gold, sterling silver and natural stones; hallmarks and weights are listed on each product.',
  ),
  'stylist-consult': p(
    'Консультация стилиста',
    'Стилист поможет подобрать украшения по видеосвязи или в магазине. Консультация бесплатна, запишитесь по телефону 8 800 000-00-00.',
    'Stylist consultation',
    'A stylist can help you choose by video call or in store. The consultation is free.',
  ),
  'final-sale': p(
    'Финальная распродажа',
    'Товары финальной распродажи обмену и возврату не подлежат.',
    'Final sale',
    'Final-sale items cannot be exchanged or returned.',
  ),
};
