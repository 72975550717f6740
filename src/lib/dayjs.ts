import dayjs from 'dayjs';
import 'dayjs/locale/ru';

// Russian month names and weeks that start on Monday everywhere dayjs is used (SPEC §9).
dayjs.locale('ru');
