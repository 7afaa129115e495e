import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Code } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import type { IdentityContext } from './identity-context.ts';
import { loadSelf } from './member-fields.ts';

/** Only raster images whose bytes say so; SVG is excluded because it can carry script. */
export const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const uploadFailed = (reason: string) => new AppError(Code.FileUploadFailure, `文件上传失败：${reason}`);

/** upload/uploadImage: multipart field `file`, sniffed, at most 2 MB, stored under DATA_DIR/uploads/<yyyy-mm>/. */
export const createUploadService = (ic: IdentityContext) => {
  const root = path.join(ic.deps.config.dataDir, 'uploads');

  return {
    async uploadImage(caller: Member, req: FastifyRequest): Promise<{ url: string }> {
      const me = await loadSelf(ic, caller);
      let bytes: Buffer;
      try {
        const file = await req.file();
        if (!file || file.fieldname !== 'file') throw uploadFailed('请选择图片文件');
        bytes = await file.toBuffer();
        if (file.file.truncated) throw uploadFailed('图片不能超过2MB');
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The multipart plugin throws for a non-multipart body and for a file over its size limit.
        const code = (error as { code?: unknown }).code;
        throw uploadFailed(
          code === 'FST_REQ_FILE_TOO_LARGE' ? '图片不能超过2MB' : '请以 multipart/form-data 上传字段 file',
        );
      }
      if (bytes.length === 0) throw uploadFailed('文件为空');
      const type = await fileTypeFromBuffer(bytes);
      const mime = type ? IMAGE_TYPES[type.ext] : undefined;
      if (!type || !mime) throw uploadFailed('仅支持 PNG、JPEG、GIF、WEBP 图片');
      const now = ic.deps.now();
      const month = now.toISOString().slice(0, 7);
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await mkdir(path.join(root, month), { recursive: true });
      await writeFile(path.join(root, month, name), bytes, { mode: 0o644 });
      const url = `/uploads/${month}/${name}`;
      await ic.uploads.insert({ memberId: me.id, url, mime, size: bytes.length, createdAt: now });
      return { url };
    },

    /** Reads a stored upload by its public path parts; null for anything that is not one of ours. */
    async read(month: string, file: string): Promise<{ bytes: Buffer; mime: string } | null> {
      const m = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/.exec(file);
      if (!/^\d{4}-\d{2}$/.test(month) || !m?.[1]) return null;
      const mime = IMAGE_TYPES[m[1]];
      if (!mime) return null;
      try {
        return { bytes: await readFile(path.join(root, month, file)), mime };
      } catch {
        return null;
      }
    },
  };
};

export type UploadService = ReturnType<typeof createUploadService>;
