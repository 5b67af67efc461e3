import { defineBlock } from '../define.ts';
import { ModalContent } from './modal-content.tsx';
import { modalContentBlockSchema } from './schema.ts';

export const modalContentBlock = defineBlock({ displayName: 'Modal content', schema: modalContentBlockSchema, Component: ModalContent });
