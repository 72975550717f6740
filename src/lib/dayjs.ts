import dayjs from 'dayjs';
import 'dayjs/locale/ru';

// Russian month names and weeks that start on Monday everywhere dayjs is used.
dayjs.locale('ru');
