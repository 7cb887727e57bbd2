// The same suite with the pictures in S3-compatible object storage: s3rver on a loopback port.
import { useStorage } from '../../test-support/storage-under-test';
import './content-image-upload.test';

useStorage('s3');
