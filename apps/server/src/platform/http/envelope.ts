import { Code, type Envelope, type ResponseCode } from '@qilin/contract';

export const ok = <T>(data: T, message = '成功'): Envelope<T> => ({
  status_code: Code.Success,
  data,
  message,
});

export const envelope = <T>(code: ResponseCode, message: string, data: T): Envelope<T> => ({
  status_code: code,
  data,
  message,
});
