#!/usr/bin/env node
// The CLI is TypeScript; tsx's loader lets brand managers run it without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../main.ts');
